"""the Comprehensive Rules: versions, rules, examples, rule links, glossary

Revision ID: 0002_rules
Revises: 0001_initial
Create Date: 2026-11-29 21:25:31.713895
"""

from alembic import op
import sqlalchemy as sa
import sqlmodel


revision = '0002_rules'
down_revision = '0001_initial'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('rules_versions',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('source_id', sa.Integer(), nullable=False),
    sa.Column('language', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=False),
    sa.Column('effective_date', sa.Date(), nullable=True),
    sa.Column('title', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('format', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('introduction', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('credits', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('english_version_id', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['english_version_id'], ['rules_versions.id'], name=op.f('fk_rules_versions_english_version_id_rules_versions'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['source_id'], ['sources.id'], name=op.f('fk_rules_versions_source_id_sources'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_rules_versions')),
    sa.UniqueConstraint('language', 'effective_date', name=op.f('uq_rules_versions_language_effective_date'))
    )
    with op.batch_alter_table('rules_versions', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_rules_versions_english_version_id'), ['english_version_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_rules_versions_source_id'), ['source_id'], unique=False)

    op.create_table('glossary_entries',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('version_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('term', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('term_key', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('definition', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('english_entry_id', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['english_entry_id'], ['glossary_entries.id'], name=op.f('fk_glossary_entries_english_entry_id_glossary_entries'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['version_id'], ['rules_versions.id'], name=op.f('fk_glossary_entries_version_id_rules_versions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_glossary_entries')),
    sa.UniqueConstraint('version_id', 'position', name=op.f('uq_glossary_entries_version_id_position'))
    )
    with op.batch_alter_table('glossary_entries', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_glossary_entries_english_entry_id'), ['english_entry_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_glossary_entries_term_key'), ['term_key'], unique=False)

    op.create_table('rules',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('version_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('number', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('kind', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=False),
    sa.Column('parent', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=True),
    sa.Column('title', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('text', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('identity', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('english_rule_id', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['english_rule_id'], ['rules.id'], name=op.f('fk_rules_english_rule_id_rules'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['version_id'], ['rules_versions.id'], name=op.f('fk_rules_version_id_rules_versions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_rules')),
    sa.UniqueConstraint('version_id', 'number', name=op.f('uq_rules_version_id_number'))
    )
    with op.batch_alter_table('rules', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_rules_english_rule_id'), ['english_rule_id'], unique=False)
        batch_op.create_index('ix_rules_identity', ['identity'], unique=False)
        batch_op.create_index('ix_rules_number', ['number'], unique=False)

    op.create_table('glossary_links',
    sa.Column('entry_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('target', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('span_start', sa.Integer(), nullable=False),
    sa.Column('span_end', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['entry_id'], ['glossary_entries.id'], name=op.f('fk_glossary_links_entry_id_glossary_entries'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('entry_id', 'position', name=op.f('pk_glossary_links'))
    )
    op.create_table('rule_examples',
    sa.Column('rule_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('text', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.ForeignKeyConstraint(['rule_id'], ['rules.id'], name=op.f('fk_rule_examples_rule_id_rules'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('rule_id', 'position', name=op.f('pk_rule_examples'))
    )
    op.create_table('rule_links',
    sa.Column('rule_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('target', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('span_start', sa.Integer(), nullable=False),
    sa.Column('span_end', sa.Integer(), nullable=False),
    sa.Column('example', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['rule_id'], ['rules.id'], name=op.f('fk_rule_links_rule_id_rules'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('rule_id', 'position', name=op.f('pk_rule_links'))
    )
    with op.batch_alter_table('rule_links', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_rule_links_target'), ['target'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('rule_links', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_rule_links_target'))

    op.drop_table('rule_links')
    op.drop_table('rule_examples')
    op.drop_table('glossary_links')
    with op.batch_alter_table('rules', schema=None) as batch_op:
        batch_op.drop_index('ix_rules_number')
        batch_op.drop_index('ix_rules_identity')
        batch_op.drop_index(batch_op.f('ix_rules_english_rule_id'))

    op.drop_table('rules')
    with op.batch_alter_table('glossary_entries', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_glossary_entries_term_key'))
        batch_op.drop_index(batch_op.f('ix_glossary_entries_english_entry_id'))

    op.drop_table('glossary_entries')
    with op.batch_alter_table('rules_versions', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_rules_versions_source_id'))
        batch_op.drop_index(batch_op.f('ix_rules_versions_english_version_id'))

    op.drop_table('rules_versions')
