import * as migration_20261129_060117_init from './20261129_060117_init';
import * as migration_20261129_062341_media_storage from './20261129_062341_media_storage';

export const migrations = [
  {
    up: migration_20261129_060117_init.up,
    down: migration_20261129_060117_init.down,
    name: '20261129_060117_init',
  },
  {
    up: migration_20261129_062341_media_storage.up,
    down: migration_20261129_062341_media_storage.down,
    name: '20261129_062341_media_storage',
  },
];
