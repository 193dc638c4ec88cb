import * as migration_20261129_060117_init from './20261129_060117_init';

export const migrations = [
  {
    up: migration_20261129_060117_init.up,
    down: migration_20261129_060117_init.down,
    name: '20261129_060117_init',
  },
];
