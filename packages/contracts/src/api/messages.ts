/** The server's en-US message catalog (packages/i18n/locales/en-US.json), passed in: the docs modules read no file. */
export type TMessages = Readonly<Record<string, string>>;
