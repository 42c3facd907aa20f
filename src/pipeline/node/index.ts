/**
 * The pipeline for Node (the data check, the build, data:pull, data:fetch, import:osm): every
 * name of the pure core, plus what reads the data folder. Browser code imports the core
 * (`src/pipeline` or its files) and never this folder; lint enforces it.
 */
export * from '..';
export * from './run-pipeline';
export * from './data-files';
export * from './inspect-images';
