/** The link a friend opens (spec 2, `/invite/:code`): `{origin}{base}/invite/{code}`. */
export const inviteLink = (origin: string, basename: string, code: string): string =>
  `${origin.replace(/\/+$/, '')}${basename.replace(/\/+$/, '')}/invite/${encodeURIComponent(code)}`;
