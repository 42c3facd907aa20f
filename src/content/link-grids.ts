import { Camera, Droplets, Gift, KeyRound, Package, Paintbrush, Ruler, Shield, Trophy, Truck, Users, Video, Waves, Whistle, Bike, type LucideIcon } from 'lucide-react';
import type { RoutePath } from '../config/routes';

/** The sub-pages each hub screen links to, in the spec's order. Labels are the routes' titles. */
export const serviceLinks: readonly { path: RoutePath; icon: LucideIcon }[] = [
  { path: '/bike-repaint/', icon: Paintbrush },
  { path: '/bike-fitters/', icon: Ruler },
  { path: '/bike-skin-service/', icon: Shield },
  { path: '/bike-delivery/', icon: Truck },
  { path: '/bike-for-rent/', icon: KeyRound },
  { path: '/free-bike-parts/', icon: Gift },
  { path: '/bike-box-rental/', icon: Package },
  { path: '/bike-wash-service/', icon: Droplets },
  // Not in the spec's Service grid, but nowhere else links to the studios list.
  { path: '/indoor-cycling-studio/', icon: Bike },
];

export const communityLinks: readonly { path: RoutePath; icon: LucideIcon }[] = [
  { path: '/content-creators/', icon: Video },
  { path: '/cycling-photographers/', icon: Camera },
  { path: '/cycling-groups/', icon: Users },
  { path: '/ph-pro-teams/', icon: Trophy },
  { path: '/cycling-coaches/', icon: Whistle },
  { path: '/triathlon-teams/', icon: Waves },
];
