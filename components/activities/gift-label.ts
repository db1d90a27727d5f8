/** A gift as its row shows it: '<name> X<quantity>' (the red packets' prize is the same with X1). */
export const giftLabel = (name: string, quantity: number) => `${name} X${quantity}`;
