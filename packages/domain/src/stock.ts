/** At this many packs or fewer a branch's stock is low: the console lists it, the customer reads 'Only N left'. */
export const LOW_STOCK_AT = 5;
