export * from './leagues';
export * from './players';
export * from './stats';
export * from './creators';
export * from './content';
export * from './draft';
export * from './auth';
export * from './social';
