import * as migration_20261129_060131_init from './20261129_060131_init';

export const migrations = [
  {
    up: migration_20261129_060131_init.up,
    down: migration_20261129_060131_init.down,
    name: '20261129_060131_init',
  },
];
