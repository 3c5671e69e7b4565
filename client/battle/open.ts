import type { Room } from '@colyseus/sdk';
import type { Command } from '../../shared/battle/commands.ts';
import type { BattleView } from '../../shared/battle/model.ts';
import { Session } from '../net/session.ts';
import { BattleController } from './controller.ts';
import { startChat } from './panel/chat.ts';

// The battle chunk's entry: the start page imports this only when a battle opens.

export function openBattle(room: Room, onSeatKey: (key: string) => void): { session: Session<BattleView, Command>; controller: BattleController } {
  const session = new Session<BattleView, Command>(room);
  startChat(session, document.getElementById('panel')!, document.getElementById('log-section'));
  return { session, controller: new BattleController(session, onSeatKey) };
}
