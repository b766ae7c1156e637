/** The daily horoscope on the server: readings for the chart answer, and reads counted as activity. */
export { horoscopeFor, recordHoroscopeRead, signReading } from './horoscope.service';
