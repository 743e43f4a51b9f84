import { describe, expect, it } from 'vitest';
import { mayCall, whosePage } from './staff-access.js';

describe('whose page a staff page is', () => {
  it('names the roles that may read it, in words', () => {
    expect(whosePage('GET /api/admin/products')).toBe('the owner');
    expect(whosePage('GET /api/admin/orders')).toBe('the owner and managers');
    expect(whosePage('GET /api/admin/floor/branches/{id}')).toBe('the owner, managers and packers');
    expect(whosePage('GET /api/admin/rider/deliveries')).toBe('riders');
  });

  it('agrees with who may call it', () => {
    expect(mayCall('manager', 'GET /api/admin/products')).toBe(false);
    expect(mayCall('rider', 'GET /api/admin/floor/branches/{id}')).toBe(false);
    expect(mayCall('packer', 'GET /api/admin/rider/deliveries')).toBe(false);
  });
});
