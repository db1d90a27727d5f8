export declare const REQUEST_REFUSALS: Readonly<{
  unreadableBody: string;
  controlInBody: string;
  bodyTooLarge: string;
  controlInUrl: string;
  malformedUrl: string;
  methodNotAllowed: string;
}>;
