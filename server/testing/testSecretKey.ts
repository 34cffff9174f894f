/** The key the tests' API encrypts stored source keys with (its own module: the bench's week driver needs no stack). */
export const TEST_SECRET_KEY = Buffer.alloc(32, 7);
