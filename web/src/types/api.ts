export type UserRole = 'user' | 'admin';

export interface User {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: string;
  registeredAt: string;
  lastLoginAt: string | null;
  twoFactorEnabled?: boolean;
}

/** Every error the API sends: `{ success:false, error, message }`, sometimes naming a field. */
export interface ApiErrorBody {
  success: false;
  error: string;
  message: string;
  field?: string;
}
