// Loaded with import() by the Slider only: drag gestures (domMax) are needed on the
// home page alone, so no other page downloads them, and none in its first load.
import { domMax } from 'framer-motion';

export default domMax;
