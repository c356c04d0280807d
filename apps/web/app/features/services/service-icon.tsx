import { Building, Camera, Heart, Palette, Sparkles, User } from 'lucide-react';

const ICONS = { Heart, User, Building, Camera, Palette, Sparkles } as const;

export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name as keyof typeof ICONS] ?? Camera;
  return <Icon aria-hidden className={className} />;
}
