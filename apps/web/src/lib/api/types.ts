import type { EngineId, MemberRole, ProjectStatus, PublicUser } from '@sightline/contracts';

/** Documents as the API returns them (flat, with populated relations inline). */
export interface Doc {
  id: number;
  documentId: string;
  createdAt: string;
  updatedAt: string;
}

export interface Media extends Doc {
  name: string;
  url: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
}

export type User = PublicUser & { avatar?: Media | null };

export interface Organization extends Doc {
  name: string;
}

export interface Member extends Doc {
  role: MemberRole;
  organizationId: number;
  userId: number;
  sightline_organization?: Organization;
  user?: User;
}

export interface Workspace extends Doc {
  name: string;
  sightline_organization?: Organization;
  ownerMember?: Member | null;
}

export interface Prompt extends Doc {
  text: string;
  language: string;
  intent: string | null;
  intentSource: 'auto' | 'manual';
  active: boolean;
}
export interface Tag extends Doc {
  name: string;
  color: string | null;
}
export interface Competitor extends Doc {
  name: string;
  aliases: string[];
  domains: string[];
}
export interface EvaluationItem extends Doc {
  name: string;
  keywords: string[];
}
export interface OwnedMedia extends Doc {
  kind: 'domain' | 'url' | 'social';
  value: string;
}

export interface Project extends Doc {
  name: string;
  brandName: string;
  brandAliases: string[];
  description: string;
  language: string;
  country: string;
  timezone: string;
  status: ProjectStatus;
  engines: EngineId[];
  samplesPerRun: number;
  scheduleTime: string;
  /** Every engine of the project is answered by the simulator: its data is simulated. */
  simulated: boolean;
  workspace?: Workspace;
  owner?: User | null;
  ownerMember?: Member | null;
  featureImage?: Media | null;
  queries?: Prompt[];
  tags?: Tag[];
  competitors?: Competitor[];
  evaluationItems?: EvaluationItem[];
  ownedMedia?: OwnedMedia[];
}

export interface RecentProject extends Doc {
  touchedAt: string;
  project?: Project | null;
}
