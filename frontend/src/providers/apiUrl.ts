/** Where the API answers: the same origin, under /api. */
export const API_URL = '/api';
