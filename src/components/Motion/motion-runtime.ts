// Everything the site's motion needs from framer-motion, in one chunk that is fetched
// after the page is interactive (see use-motion.tsx), never in first-load JavaScript.
export { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
