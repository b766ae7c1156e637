/**
 * The reader's own zone (the device's IANA zone): "today" is their calendar day, and the dates
 * and times the API writes are on their clock.
 */
export const readerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
