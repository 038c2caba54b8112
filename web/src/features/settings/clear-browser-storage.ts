/** After an account deletion nothing of the player may stay in this browser (spec 4). */
export function clearBrowserStorage(): void {
  for (const storage of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[storage].clear();
    } catch {
      // Storage that cannot be reached holds nothing to clear.
    }
  }
}
