// The video-player feature's public face (decision 0015): the HLS attachment the film room's
// clip player builds on, so hosted video and game film play through one path.
export { attachHls } from './utils/attach-hls';
