import { z } from 'zod';

export const favoriteSchema = z.object({
  code: z.string().min(1).max(50),
  type: z.enum(['article', 'shop']),
});
export const profileSchema = z.object({
  isAuthenticated: z.boolean(),
  favorites: z.array(favoriteSchema).max(1000),
  name: z.string().max(100).nullable(),
  lastName: z.string().max(100).nullable(),
  email: z.string().max(254).nullable().optional(),
  phone: z.string().max(30).nullable().optional(),
});
export const accessTokenResponseSchema = z.object({
  tokenType: z.string(),
  accessToken: z.string().min(1).max(8000),
  expiresIn: z.number().int().positive(),
  refreshToken: z.string().min(1).max(8000),
});
export const loginRequestSchema = z.object({
  email: z.string().min(3).max(254),
  password: z.string().min(1).max(200),
});

export type Favorite = z.infer<typeof favoriteSchema>;
export type Profile = z.infer<typeof profileSchema>;
