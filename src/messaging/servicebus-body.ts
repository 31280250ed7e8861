/**
 * A Service Bus message's body as the sender's bytes. The receivers skip the SDK's JSON parsing
 * (`skipParsingBodyAsJson`): parsed and written back, `12.50` would become `12.5`. What remains
 * is undoing the SDK's own encoding of a string body, which it sends JSON-quoted.
 */
export const serviceBusBody = (body: unknown): Buffer => {
  if (Buffer.isBuffer(body) || body instanceof Uint8Array) {
    const bytes = Buffer.from(body);
    if (bytes[0] === 0x22 /* " */) {
      try {
        const text: unknown = JSON.parse(bytes.toString('utf8'));
        if (typeof text === 'string') return Buffer.from(text, 'utf8');
      } catch {
        // Not a JSON string: the bytes as they came.
      }
    }
    return bytes;
  }
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  // An AMQP value or sequence body (another client's): its JSON form.
  return Buffer.from(JSON.stringify(body ?? null), 'utf8');
};
