/** Compatibility on the server: checks counted as activity (the basic reading is cast on the device). */
export { recordCompatibilityCheck } from './compatibility.service';
