/** On a laptop one line per variant under column headers; on a phone one card per variant, each field labelled. */
export const ROW_GRID =
  'lg:grid lg:grid-cols-[minmax(7rem,1.1fr)_minmax(8.5rem,1fr)_minmax(5.5rem,0.6fr)_minmax(7rem,0.9fr)_minmax(5.5rem,0.6fr)_3.5rem_4.5rem] lg:items-start lg:gap-3';
/** Labels the headers stand for on a laptop; a screen reader still reads each (the fieldset names the variant). */
export const CELL = 'lg:[&>label]:sr-only';
