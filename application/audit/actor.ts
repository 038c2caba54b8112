/** Who makes an administrative change: a signed-in editor, or the command line (no account). */
export interface Actor {
  readonly id: string | null;
  readonly username: string;
}

export const COMMAND_LINE: Actor = { id: null, username: 'command line' };
