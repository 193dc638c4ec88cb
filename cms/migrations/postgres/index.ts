import * as migration_20261129_060131_init from './20261129_060131_init';
import * as migration_20261129_062445_media_storage from './20261129_062445_media_storage';

export const migrations = [
  {
    up: migration_20261129_060131_init.up,
    down: migration_20261129_060131_init.down,
    name: '20261129_060131_init',
  },
  {
    up: migration_20261129_062445_media_storage.up,
    down: migration_20261129_062445_media_storage.down,
    name: '20261129_062445_media_storage',
  },
];
