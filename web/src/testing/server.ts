import { setupServer } from 'msw/node';

/**
 * The API of the web's component and route specs: no handler by default, so every spec names
 * the requests it expects (`server.use(...)`), and any other request fails the spec.
 */
export const server = setupServer();
