// A browser builds a whole document for every SVG <img> (30-170 ms of a phone's main thread
// each): our drawn pictures are shown as WebP at the box's size. The rule lives in the contract,
// beside the widths the server draws.
export { rasterSrc } from '@hoopdex/contract/drawn-images';
