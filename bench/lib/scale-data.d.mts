type Sizes = {
  products: number;
  members: number;
  orders: number;
  memberOrders: number;
  favourites: number;
  cartLines: number;
};
type Client = { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

export declare const GROWN: Sizes;
export declare const LINES_ONLY: Sizes;
export declare function growDatabase(
  client: Client,
  options: { member: string; sourceIds: number[]; template?: string; sizes?: Sizes },
): Promise<number>;
