// The postgres jest project's test files store to PostgreSQL (test/temp-database.ts).
process.env.NESTORA_TEST_ENGINE = 'postgres';
