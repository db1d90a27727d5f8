import '@testing-library/jest-dom';
import type { configure } from '@testing-library/react';

/**
 * How long waitFor and the findBy queries wait for what they look for, in the files that render (a DOM
 * environment): Testing Library's 1 s default is a race with a busy machine, where a render and its mocked
 * answers can take longer. A wait ends as soon as what it waits for is there; this bounds only a failing
 * one (under fake timers, in fake time). Loaded here only where there is a document, so that the other
 * files do not load React DOM.
 */
if (typeof document !== 'undefined') {
  jest.requireActual<{ configure: typeof configure }>('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
}
