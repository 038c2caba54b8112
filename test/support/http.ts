/** A JSON answer, loosely typed: tests assert on its shape instead of declaring it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export async function json(response: Response): Promise<Json> {
  return response.json();
}
