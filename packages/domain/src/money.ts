/** Money is integer paise inside the store and rupees at its edges. */
export const paiseToRupees = (paise: number) => paise / 100;
export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
