// The postgres jest project's test files store to PostgreSQL (tests/support/temp-database.ts).
process.env.NESTORA_TEST_ENGINE = 'postgres';
