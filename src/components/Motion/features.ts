// Loaded with import() by MotionProvider, so the animation engine is not first-load JavaScript.
import { domAnimation } from 'framer-motion';

export default domAnimation;
