import { AppError } from '@sightline/contracts';

/** A social sign-in failure the user can act on (400 ApplicationError). */
export class ApplicationError extends AppError {
  constructor(message: string) {
    super('ApplicationError', message);
  }
}
