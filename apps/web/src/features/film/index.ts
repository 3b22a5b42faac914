// The film room's public face (decision 0015): its key factory, for features whose writes
// change a film (none yet); pages compose its parts from app/routes.
export { filmKeys } from './api/film-keys';
