// The public surface of the admin box-score import (decision 0015): the profile tab it adds.
export { BoxScoreImport } from './components/box-score-import';
