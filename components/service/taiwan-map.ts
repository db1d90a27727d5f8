import taiwan from '@svg-maps/taiwan';
import type { SvgMap } from './taiwan-counties';

/** The county map of Taiwan (viewBox 0 0 1000 1295), read on the server only. */
export const TAIWAN_MAP = taiwan as unknown as SvgMap;
