/** Configuration that cannot be used; the message is one line naming the key and what is wrong. */
export class SettingsError extends Error {
  constructor(
    message: string,
    readonly problems: readonly string[] = [message],
  ) {
    super(message);
    this.name = 'SettingsError';
  }
}
