// Loaded with import() by LazyMotion, so framer-motion's animation code is not in the first load.
import { domAnimation } from 'framer-motion';

export default domAnimation;
