/** A term as a LIKE literal (its %, _ and \ matched as themselves; queries say `escape '\'`). */
export const likeLiteral = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Text starting with the term, any case (compared with `lower(column)`). */
export const startsWithPattern = (term: string): string => `${likeLiteral(term.toLowerCase())}%`;
