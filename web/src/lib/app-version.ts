/** The version shown in the footer (spec: 1.05). */
export const APP_VERSION = '1.05';
