import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordService } from './password.service';
import { SessionCacheService } from './session-cache.service';

@Global()
@Module({
  imports: [
    UsersModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        // One KeyObject for every sign and verify: given a string, jsonwebtoken first tries (and fails) to
        // parse it as a public key on each verify, a thrown error per request (about 2 ms under load, see
        // docs/BENCHMARKS.md).
        const key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
        return {
          secretOrKeyProvider: () => key,
          signOptions: { algorithm: 'HS256' as const },
          verifyOptions: { algorithms: ['HS256' as const] },
        };
      },
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    AuthRepository,
    PasswordService,
    LoginThrottleService,
    SessionCacheService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AuthService, PasswordService, SessionCacheService],
})
export class AuthModule {}
