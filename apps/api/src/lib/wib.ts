/** The shop's WIB dates (packages/shared/src/wib.ts), the same text the pages write, for the PDFs, mails and Midtrans. */
export {
  WIB_OFFSET_HOURS,
  WIB_ZONE,
  wibDate,
  wibDateTime,
  wibDay,
  wibDayStart,
  wibMoment,
  wibTimestamp,
} from '@boneka/shared/wib';
