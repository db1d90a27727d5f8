import type { Attributes, Span } from '@opentelemetry/api';

export declare function tracingOn(): boolean;
export declare function inSpan<T>(
  name: string,
  attributes: Attributes,
  fn: (span: Span | undefined) => Promise<T>,
): Promise<T>;
export declare function inChildSpan<T>(
  name: string,
  attributes: () => Attributes,
  fn: (span: Span | undefined) => Promise<T>,
): Promise<T>;
export declare function inRequestSpan<T>(
  name: string,
  attributes: Attributes,
  headers: Record<string, string | string[] | undefined>,
  fn: (span: Span | undefined) => T,
): T;
export declare function endRequestSpan(span: Span | undefined, status: number): void;
export declare function inKeptTrace(span: Span | undefined): boolean;
export declare function keptTraceId(span: Span | undefined): string | undefined;
export declare function currentTraceId(): string | undefined;
export declare function injectTraceContext(headers: Headers): void;
export declare function annotateSpan(attributes: Attributes): void;
