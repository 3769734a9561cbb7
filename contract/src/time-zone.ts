/**
 * The restaurant's zone unless the server is given another `TZ`; the zone the web shows every time in. In a
 * module of its own so the web's entry can name it without the date library periods.ts brings.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';
