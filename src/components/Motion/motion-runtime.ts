// Everything the entrance animations need from framer-motion, in one chunk that is
// fetched after the page is interactive (see use-motion.ts), never in first-load JS.
export { LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
