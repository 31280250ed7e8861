import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { SettingsError } from '../settings/index.ts';
import { envelopeSchema, wrapInEnvelope } from './smf-envelope.ts';

const folder = fileURLToPath(new URL('../../schemas/smf', import.meta.url));
const message =
  '<?xml version="1.0" encoding="UTF-8"?>\n<ncts:CC015C xmlns:ncts="http://ncts.dgtaxud.ec"><a>1</a></ncts:CC015C>\n';
const fields = {
  messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
  messageType: 'CC015C',
  senderGln: '5412345000013',
  environment: 'Pr',
  created: new Date('2026-11-23T09:15:00.123Z'),
};

describe('the SMF envelope', () => {
  const check = envelopeSchema(true, folder)!;

  it('wraps a message, without its XML declaration, in an envelope our schema accepts', () => {
    const envelope = wrapInEnvelope(fields, message);
    assert.deepEqual(check.validate(envelope), []);
    assert.equal(envelope.match(/<\?xml/g)?.length, 1);
    assert.match(envelope, /<created>2026-11-23T09:15:00Z<\/created>/);
    assert.match(envelope, /<payload>\n<ncts:CC015C /);
  });

  it('is refused by the schema with a sender that is no GLN or an unknown message type', () => {
    assert.notDeepEqual(
      check.validate(wrapInEnvelope({ ...fields, senderGln: 'ABC' }, message)),
      [],
    );
    assert.notDeepEqual(
      check.validate(wrapInEnvelope({ ...fields, messageType: 'CC999C' }, message)),
      [],
    );
  });

  it('stops the start when validation is on and the schema is missing; is skipped when off', () => {
    assert.throws(
      () => envelopeSchema(true, '/nonexistent/smf'),
      (error: Error) =>
        error instanceof SettingsError && /Descartes:Smf:XsdFolder/.test(error.message),
    );
    assert.equal(envelopeSchema(false, '/nonexistent/smf'), undefined);
  });
});
